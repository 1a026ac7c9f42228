// generated from specs/forms/obj-dynamic-port-policy.schema.json and obj-dynamic-port-policy.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["12e78492"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","fortilink"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"description":{"type":"string","title":"Description","maxLength":63,"errorMessage":{"maxLength":"Description cannot be longer than 63 characters."}},"fortilink":{"type":"string","title":"FortiLink Interface","maxLength":15,"errorMessage":{"maxLength":"FortiLink Interface cannot be longer than 15 characters.","minLength":"This field is required."},"minLength":1},"policy":{"type":"array","title":"Policies","items":{"type":"object","required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"category":{"type":"string","title":"Category","oneOf":[{"const":"device","title":"Device"},{"const":"interface-tag","title":"Interface tag"}],"default":"device"},"mac":{"type":"string","title":"MAC Address","maxLength":17,"errorMessage":{"maxLength":"MAC Address cannot be longer than 17 characters.","pattern":"Enter a MAC address such as 00:09:0f:aa:bb:cc."},"pattern":"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$"},"hw-vendor":{"type":"string","title":"Hardware Vendor","maxLength":15,"errorMessage":{"maxLength":"Hardware Vendor cannot be longer than 15 characters."}},"vlan-policy":{"type":"string","title":"VLAN Policy","maxLength":15,"errorMessage":{"maxLength":"VLAN Policy cannot be longer than 15 characters."}},"status":{"type":"string","title":"Status","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"}},"errorMessage":{"required":{"name":"This field is required."}}}}},"errorMessage":{"required":{"name":"This field is required.","fortilink":"This field is required."}},"$id":"12e78492"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern6 = new RegExp("^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$", "u");
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
if(data.fortilink === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fortilink"},message:"must have required property '"+"fortilink"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(data.fortilink !== undefined){
let data2 = data.fortilink;
if(typeof data2 === "string"){
if(func1(data2) > 15){
const err14 = {instancePath:instancePath+"/fortilink",schemaPath:"#/properties/fortilink/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties.fortilink,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data2) < 1){
const err15 = {instancePath:instancePath+"/fortilink",schemaPath:"#/properties/fortilink/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.fortilink,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/fortilink",schemaPath:"#/properties/fortilink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.fortilink.type,parentSchema:schema53.properties.fortilink,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[],"minLength":[]};
const templates2 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/fortilink")) && (err17.keyword in emErrors2)) && (err17.schemaPath.indexOf("#/properties/fortilink") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(22)))){
emErrors2[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err18 = {instancePath:instancePath+"/fortilink",schemaPath:"#/properties/fortilink/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.fortilink.errorMessage[key2],schema:schema53.properties.fortilink.errorMessage,parentSchema:schema53.properties.fortilink,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs2 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs2.push(err19);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.policy !== undefined){
let data3 = data.policy;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err20 = {instancePath:instancePath+"/policy/" + i0,schemaPath:"#/properties/policy/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.properties.policy.items.required,parentSchema:schema53.properties.policy.items,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 === "string"){
if(func1(data5) > 35){
const err21 = {instancePath:instancePath+"/policy/" + i0+"/name",schemaPath:"#/properties/policy/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.policy.items.properties.name,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data5) < 1){
const err22 = {instancePath:instancePath+"/policy/" + i0+"/name",schemaPath:"#/properties/policy/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.policy.items.properties.name,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern4.test(data5)){
const err23 = {instancePath:instancePath+"/policy/" + i0+"/name",schemaPath:"#/properties/policy/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.policy.items.properties.name,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/policy/" + i0+"/name",schemaPath:"#/properties/policy/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.policy.items.properties.name.type,parentSchema:schema53.properties.policy.items.properties.name,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates3 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/policy/" + i0+"/name")) && (err25.keyword in emErrors3)) && (err25.schemaPath.indexOf("#/properties/policy/items/properties/name") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(41)))){
emErrors3[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err26 = {instancePath:instancePath+"/policy/" + i0+"/name",schemaPath:"#/properties/policy/items/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.policy.items.properties.name.errorMessage[key3],schema:schema53.properties.policy.items.properties.name.errorMessage,parentSchema:schema53.properties.policy.items.properties.name,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs3 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs3.push(err27);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data4.category !== undefined){
let data6 = data4.category;
if(typeof data6 !== "string"){
const err28 = {instancePath:instancePath+"/policy/" + i0+"/category",schemaPath:"#/properties/policy/items/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.policy.items.properties.category.type,parentSchema:schema53.properties.policy.items.properties.category,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs16 = errors;
let valid4 = false;
let passing0 = null;
const _errs17 = errors;
if("device" !== data6){
const err29 = {instancePath:instancePath+"/policy/" + i0+"/category",schemaPath:"#/properties/policy/items/properties/category/oneOf/0/const",keyword:"const",params:{allowedValue: "device"},message:"must be equal to constant",schema:"device",parentSchema:schema53.properties.policy.items.properties.category.oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs17 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs18 = errors;
if("interface-tag" !== data6){
const err30 = {instancePath:instancePath+"/policy/" + i0+"/category",schemaPath:"#/properties/policy/items/properties/category/oneOf/1/const",keyword:"const",params:{allowedValue: "interface-tag"},message:"must be equal to constant",schema:"interface-tag",parentSchema:schema53.properties.policy.items.properties.category.oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs18 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err31 = {instancePath:instancePath+"/policy/" + i0+"/category",schemaPath:"#/properties/policy/items/properties/category/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.policy.items.properties.category.oneOf,parentSchema:schema53.properties.policy.items.properties.category,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data4.mac !== undefined){
let data7 = data4.mac;
if(typeof data7 === "string"){
if(func1(data7) > 17){
const err32 = {instancePath:instancePath+"/policy/" + i0+"/mac",schemaPath:"#/properties/policy/items/properties/mac/maxLength",keyword:"maxLength",params:{limit: 17},message:"must NOT have more than 17 characters",schema:17,parentSchema:schema53.properties.policy.items.properties.mac,data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern6.test(data7)){
const err33 = {instancePath:instancePath+"/policy/" + i0+"/mac",schemaPath:"#/properties/policy/items/properties/mac/pattern",keyword:"pattern",params:{pattern: "^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$"},message:"must match pattern \""+"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$"+"\"",schema:"^([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}$",parentSchema:schema53.properties.policy.items.properties.mac,data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/policy/" + i0+"/mac",schemaPath:"#/properties/policy/items/properties/mac/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.policy.items.properties.mac.type,parentSchema:schema53.properties.policy.items.properties.mac,data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[],"pattern":[]};
const templates4 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/policy/" + i0+"/mac")) && (err35.keyword in emErrors4)) && (err35.schemaPath.indexOf("#/properties/policy/items/properties/mac") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(40)))){
emErrors4[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err36 = {instancePath:instancePath+"/policy/" + i0+"/mac",schemaPath:"#/properties/policy/items/properties/mac/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.policy.items.properties.mac.errorMessage[key4],schema:schema53.properties.policy.items.properties.mac.errorMessage,parentSchema:schema53.properties.policy.items.properties.mac,data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrs4 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs4.push(err37);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data4["hw-vendor"] !== undefined){
let data8 = data4["hw-vendor"];
if(typeof data8 === "string"){
if(func1(data8) > 15){
const err38 = {instancePath:instancePath+"/policy/" + i0+"/hw-vendor",schemaPath:"#/properties/policy/items/properties/hw-vendor/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties.policy.items.properties["hw-vendor"],data:data8};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/policy/" + i0+"/hw-vendor",schemaPath:"#/properties/policy/items/properties/hw-vendor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.policy.items.properties["hw-vendor"].type,parentSchema:schema53.properties.policy.items.properties["hw-vendor"],data:data8};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"maxLength":[]};
const templates5 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/policy/" + i0+"/hw-vendor")) && (err40.keyword in emErrors5)) && (err40.schemaPath.indexOf("#/properties/policy/items/properties/hw-vendor") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(46)))){
emErrors5[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err41 = {instancePath:instancePath+"/policy/" + i0+"/hw-vendor",schemaPath:"#/properties/policy/items/properties/hw-vendor/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties.policy.items.properties["hw-vendor"].errorMessage[key5],schema:schema53.properties.policy.items.properties["hw-vendor"].errorMessage,parentSchema:schema53.properties.policy.items.properties["hw-vendor"],data:data8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs5 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs5.push(err42);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data4["vlan-policy"] !== undefined){
let data9 = data4["vlan-policy"];
if(typeof data9 === "string"){
if(func1(data9) > 15){
const err43 = {instancePath:instancePath+"/policy/" + i0+"/vlan-policy",schemaPath:"#/properties/policy/items/properties/vlan-policy/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties.policy.items.properties["vlan-policy"],data:data9};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/policy/" + i0+"/vlan-policy",schemaPath:"#/properties/policy/items/properties/vlan-policy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.policy.items.properties["vlan-policy"].type,parentSchema:schema53.properties.policy.items.properties["vlan-policy"],data:data9};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"maxLength":[]};
const templates6 = {};
for(const err45 of vErrors){
if((((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && (err45.instancePath === instancePath+"/policy/" + i0+"/vlan-policy")) && (err45.keyword in emErrors6)) && (err45.schemaPath.indexOf("#/properties/policy/items/properties/vlan-policy") === 0)) && (/^\/[^\/]*$/.test(err45.schemaPath.slice(48)))){
emErrors6[err45.keyword].push(err45);
err45.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err46 = {instancePath:instancePath+"/policy/" + i0+"/vlan-policy",schemaPath:"#/properties/policy/items/properties/vlan-policy/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties.policy.items.properties["vlan-policy"].errorMessage[key6],schema:schema53.properties.policy.items.properties["vlan-policy"].errorMessage,parentSchema:schema53.properties.policy.items.properties["vlan-policy"],data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
const emErrs6 = [];
for(const err47 of vErrors){
if(!err47.emUsed){
emErrs6.push(err47);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data4.status !== undefined){
let data10 = data4.status;
if(typeof data10 !== "string"){
const err48 = {instancePath:instancePath+"/policy/" + i0+"/status",schemaPath:"#/properties/policy/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.policy.items.properties.status.type,parentSchema:schema53.properties.policy.items.properties.status,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const _errs27 = errors;
let valid5 = false;
let passing1 = null;
const _errs28 = errors;
if("enable" !== data10){
const err49 = {instancePath:instancePath+"/policy/" + i0+"/status",schemaPath:"#/properties/policy/items/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.policy.items.properties.status.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid1 = _errs28 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs29 = errors;
if("disable" !== data10){
const err50 = {instancePath:instancePath+"/policy/" + i0+"/status",schemaPath:"#/properties/policy/items/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.policy.items.properties.status.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid1 = _errs29 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err51 = {instancePath:instancePath+"/policy/" + i0+"/status",schemaPath:"#/properties/policy/items/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.policy.items.properties.status.oneOf,parentSchema:schema53.properties.policy.items.properties.status,data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err52 = {instancePath:instancePath+"/policy/" + i0,schemaPath:"#/properties/policy/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.policy.items.type,parentSchema:schema53.properties.policy.items,data:data4};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"required":{"name":[]}};
const templates7 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath+"/policy/" + i0)) && (err53.keyword in emErrors7)) && (err53.schemaPath.indexOf("#/properties/policy/items") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(25)))){
emPropParams0 = obj0[err53.keyword];
emParamsErrors0 = emErrors7[err53.keyword][err53.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err53);
err53.emUsed = true;
}
}
}
for(const key7 in emErrors7){
for(const keyProp0 in emErrors7[key7]){
emParamsErrors0 = emErrors7[key7][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates7[key7] && templates7[key7][keyProp0];
const err54 = {instancePath:instancePath+"/policy/" + i0,schemaPath:"#/properties/policy/items/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.properties.policy.items.errorMessage[key7][keyProp0],schema:schema53.properties.policy.items.errorMessage,parentSchema:schema53.properties.policy.items,data:data4};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs7.push(err55);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
}
else {
const err56 = {instancePath:instancePath+"/policy",schemaPath:"#/properties/policy/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.policy.type,parentSchema:schema53.properties.policy,data:data3};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"required":{"name":[],"fortilink":[]}};
const templates8 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath)) && (err58.keyword in emErrors8)) && (err58.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(1)))){
emPropParams1 = obj0[err58.keyword];
emParamsErrors1 = emErrors8[err58.keyword][err58.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err58);
err58.emUsed = true;
}
}
}
for(const key8 in emErrors8){
for(const keyProp1 in emErrors8[key8]){
emParamsErrors1 = emErrors8[key8][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates8[key8] && templates8[key8][keyProp1];
const err59 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key8][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
const emErrs8 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs8.push(err60);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
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

exports["-726ab2a4"] = validate26;
const schema55 = {"const":"interface-tag","title":"Interface tag","$id":"-726ab2a4"};

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
if("interface-tag" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "interface-tag"},message:"must be equal to constant",schema:"interface-tag",parentSchema:schema55,data};
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

exports["4fa2a2d7"] = validate27;
const schema56 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema56,data};
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

exports["78fd03b3"] = validate28;
const schema57 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema57,data};
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

export const validateFns = exports;
