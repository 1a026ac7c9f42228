// generated from specs/forms/obj-nac-policy.schema.json and obj-nac-policy.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-464b839"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","category"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"description":{"type":"string","title":"Description","maxLength":63,"errorMessage":{"maxLength":"Description cannot be longer than 63 characters."}},"category":{"type":"string","title":"Category","oneOf":[{"const":"device","title":"Device"},{"const":"firewall-user","title":"Firewall user"},{"const":"ems-tag","title":"EMS tag"},{"const":"vulnerability","title":"Vulnerability"}],"default":"device"},"status":{"type":"string","title":"Status","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"mac":{"type":"string","title":"MAC Address","maxLength":17,"errorMessage":{"maxLength":"MAC Address cannot be longer than 17 characters.","pattern":"Enter a MAC address such as 00:09:0f:aa:bb:cc."},"pattern":"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$"},"hw-vendor":{"type":"string","title":"Hardware Vendor","maxLength":15,"errorMessage":{"maxLength":"Hardware Vendor cannot be longer than 15 characters."}},"os":{"type":"string","title":"Operating System","maxLength":15,"errorMessage":{"maxLength":"Operating System cannot be longer than 15 characters."}},"switch-fortilink":{"type":"string","title":"FortiLink Interface","maxLength":15,"errorMessage":{"maxLength":"FortiLink Interface cannot be longer than 15 characters."}},"switch-mac-policy":{"type":"string","title":"MAC Policy","maxLength":63,"errorMessage":{"maxLength":"MAC Policy cannot be longer than 63 characters."}}},"errorMessage":{"required":{"name":"This field is required.","category":"This field is required."}},"$id":"-464b839"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.category === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/name")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(17)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 63){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.description.type,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/description")) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(24)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.description.errorMessage[key1],schema:schema53.properties.description.errorMessage,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.category !== undefined){
let data2 = data.category;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.category.type,parentSchema:schema53.properties.category,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs8 = errors;
let valid1 = false;
let passing0 = null;
const _errs9 = errors;
if("device" !== data2){
const err15 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/0/const",keyword:"const",params:{allowedValue: "device"},message:"must be equal to constant",schema:"device",parentSchema:schema53.properties.category.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs10 = errors;
if("firewall-user" !== data2){
const err16 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/1/const",keyword:"const",params:{allowedValue: "firewall-user"},message:"must be equal to constant",schema:"firewall-user",parentSchema:schema53.properties.category.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs11 = errors;
if("ems-tag" !== data2){
const err17 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/2/const",keyword:"const",params:{allowedValue: "ems-tag"},message:"must be equal to constant",schema:"ems-tag",parentSchema:schema53.properties.category.oneOf[2],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
const _errs12 = errors;
if("vulnerability" !== data2){
const err18 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf/3/const",keyword:"const",params:{allowedValue: "vulnerability"},message:"must be equal to constant",schema:"vulnerability",parentSchema:schema53.properties.category.oneOf[3],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
}
}
}
}
if(!valid1){
const err19 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.category.oneOf,parentSchema:schema53.properties.category,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err20 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.status.type,parentSchema:schema53.properties.status,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs15 = errors;
let valid2 = false;
let passing1 = null;
const _errs16 = errors;
if("enable" !== data3){
const err21 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.status.oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs17 = errors;
if("disable" !== data3){
const err22 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.status.oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err23 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.status.oneOf,parentSchema:schema53.properties.status,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.mac !== undefined){
let data4 = data.mac;
if(typeof data4 === "string"){
if(func1(data4) > 17){
const err24 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/maxLength",keyword:"maxLength",params:{limit: 17},message:"must NOT have more than 17 characters",schema:17,parentSchema:schema53.properties.mac,data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern5.test(data4)){
const err25 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$"},message:"must match pattern \""+"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$"+"\"",schema:"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$",parentSchema:schema53.properties.mac,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.mac.type,parentSchema:schema53.properties.mac,data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[],"pattern":[]};
const templates2 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/mac")) && (err27.keyword in emErrors2)) && (err27.schemaPath.indexOf("#/properties/mac") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(16)))){
emErrors2[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err28 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.mac.errorMessage[key2],schema:schema53.properties.mac.errorMessage,parentSchema:schema53.properties.mac,data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs2 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs2.push(err29);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["hw-vendor"] !== undefined){
let data5 = data["hw-vendor"];
if(typeof data5 === "string"){
if(func1(data5) > 15){
const err30 = {instancePath:instancePath+"/hw-vendor",schemaPath:"#/properties/hw-vendor/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties["hw-vendor"],data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/hw-vendor",schemaPath:"#/properties/hw-vendor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["hw-vendor"].type,parentSchema:schema53.properties["hw-vendor"],data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[]};
const templates3 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/hw-vendor")) && (err32.keyword in emErrors3)) && (err32.schemaPath.indexOf("#/properties/hw-vendor") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(22)))){
emErrors3[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err33 = {instancePath:instancePath+"/hw-vendor",schemaPath:"#/properties/hw-vendor/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["hw-vendor"].errorMessage[key3],schema:schema53.properties["hw-vendor"].errorMessage,parentSchema:schema53.properties["hw-vendor"],data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrs3 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs3.push(err34);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.os !== undefined){
let data6 = data.os;
if(typeof data6 === "string"){
if(func1(data6) > 15){
const err35 = {instancePath:instancePath+"/os",schemaPath:"#/properties/os/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties.os,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/os",schemaPath:"#/properties/os/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.os.type,parentSchema:schema53.properties.os,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[]};
const templates4 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/os")) && (err37.keyword in emErrors4)) && (err37.schemaPath.indexOf("#/properties/os") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(15)))){
emErrors4[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err38 = {instancePath:instancePath+"/os",schemaPath:"#/properties/os/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.os.errorMessage[key4],schema:schema53.properties.os.errorMessage,parentSchema:schema53.properties.os,data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
const emErrs4 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs4.push(err39);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data["switch-fortilink"] !== undefined){
let data7 = data["switch-fortilink"];
if(typeof data7 === "string"){
if(func1(data7) > 15){
const err40 = {instancePath:instancePath+"/switch-fortilink",schemaPath:"#/properties/switch-fortilink/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties["switch-fortilink"],data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/switch-fortilink",schemaPath:"#/properties/switch-fortilink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["switch-fortilink"].type,parentSchema:schema53.properties["switch-fortilink"],data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"maxLength":[]};
const templates5 = {};
for(const err42 of vErrors){
if((((((err42.keyword !== "errorMessage") && (!err42.emUsed)) && (err42.instancePath === instancePath+"/switch-fortilink")) && (err42.keyword in emErrors5)) && (err42.schemaPath.indexOf("#/properties/switch-fortilink") === 0)) && (/^\/[^\/]*$/.test(err42.schemaPath.slice(29)))){
emErrors5[err42.keyword].push(err42);
err42.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err43 = {instancePath:instancePath+"/switch-fortilink",schemaPath:"#/properties/switch-fortilink/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties["switch-fortilink"].errorMessage[key5],schema:schema53.properties["switch-fortilink"].errorMessage,parentSchema:schema53.properties["switch-fortilink"],data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
const emErrs5 = [];
for(const err44 of vErrors){
if(!err44.emUsed){
emErrs5.push(err44);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data["switch-mac-policy"] !== undefined){
let data8 = data["switch-mac-policy"];
if(typeof data8 === "string"){
if(func1(data8) > 63){
const err45 = {instancePath:instancePath+"/switch-mac-policy",schemaPath:"#/properties/switch-mac-policy/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties["switch-mac-policy"],data:data8};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/switch-mac-policy",schemaPath:"#/properties/switch-mac-policy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["switch-mac-policy"].type,parentSchema:schema53.properties["switch-mac-policy"],data:data8};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"maxLength":[]};
const templates6 = {};
for(const err47 of vErrors){
if((((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && (err47.instancePath === instancePath+"/switch-mac-policy")) && (err47.keyword in emErrors6)) && (err47.schemaPath.indexOf("#/properties/switch-mac-policy") === 0)) && (/^\/[^\/]*$/.test(err47.schemaPath.slice(30)))){
emErrors6[err47.keyword].push(err47);
err47.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err48 = {instancePath:instancePath+"/switch-mac-policy",schemaPath:"#/properties/switch-mac-policy/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties["switch-mac-policy"].errorMessage[key6],schema:schema53.properties["switch-mac-policy"].errorMessage,parentSchema:schema53.properties["switch-mac-policy"],data:data8};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
const emErrs6 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs6.push(err49);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"required":{"name":[],"category":[]}};
const templates7 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath)) && (err51.keyword in emErrors7)) && (err51.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(1)))){
emPropParams0 = obj0[err51.keyword];
emParamsErrors0 = emErrors7[err51.keyword][err51.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err51);
err51.emUsed = true;
}
}
}
for(const key7 in emErrors7){
for(const keyProp0 in emErrors7[key7]){
emParamsErrors0 = emErrors7[key7][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates7[key7] && templates7[key7][keyProp0];
const err52 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key7][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err53 of vErrors){
if(!err53.emUsed){
emErrs7.push(err53);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["21f86b37"] = validate25;
const schema54 = {"const":"device","title":"Device","$id":"21f86b37"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("device" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "device"},message:"must be equal to constant",schema:"device",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-6c96cfa"] = validate26;
const schema55 = {"const":"firewall-user","title":"Firewall user","$id":"-6c96cfa"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("firewall-user" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "firewall-user"},message:"must be equal to constant",schema:"firewall-user",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["3f3bd500"] = validate27;
const schema56 = {"const":"ems-tag","title":"EMS tag","$id":"3f3bd500"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ems-tag" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ems-tag"},message:"must be equal to constant",schema:"ems-tag",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-e750a5"] = validate28;
const schema57 = {"const":"vulnerability","title":"Vulnerability","$id":"-e750a5"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("vulnerability" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "vulnerability"},message:"must be equal to constant",schema:"vulnerability",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate29;
const schema58 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate30;
const schema59 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
