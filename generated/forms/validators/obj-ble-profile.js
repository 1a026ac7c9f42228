// generated from specs/forms/obj-ble-profile.schema.json and obj-ble-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-771cc8aa"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"advertising":{"type":"array","title":"Advertising","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"ibeacon","title":"iBeacon"},{"const":"eddystone-uid","title":"Eddystone UID"},{"const":"eddystone-url","title":"Eddystone URL"}]}},"ibeacon-uuid":{"type":"string","title":"iBeacon UUID","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","errorMessage":{"pattern":"Enter a UUID such as 005ea414-cbd1-11e5-9956-625662870761."}},"major-id":{"type":"integer","title":"Major ID","minimum":0,"maximum":65535,"errorMessage":{"minimum":"Major ID must be between 0 and 65535.","maximum":"Major ID must be between 0 and 65535.","type":"Major ID must be a whole number."},"default":1000},"minor-id":{"type":"integer","title":"Minor ID","minimum":0,"maximum":65535,"errorMessage":{"minimum":"Minor ID must be between 0 and 65535.","maximum":"Minor ID must be between 0 and 65535.","type":"Minor ID must be a whole number."},"default":2000},"txpower":{"type":"integer","title":"Transmit Power","minimum":0,"maximum":12,"errorMessage":{"minimum":"Transmit Power must be between 0 and 12.","maximum":"Transmit Power must be between 0 and 12.","type":"Transmit Power must be a whole number."},"default":0},"comment":{"type":"string","title":"Comments","maxLength":63,"errorMessage":{"maxLength":"Comments cannot be longer than 63 characters."}}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"-771cc8aa"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/name")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.advertising !== undefined){
let data1 = data.advertising;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/advertising/" + i0,schemaPath:"#/properties/advertising/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.advertising.items.type,parentSchema:schema53.properties.advertising.items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs8 = errors;
let valid3 = false;
let passing0 = null;
const _errs9 = errors;
if("ibeacon" !== data2){
const err9 = {instancePath:instancePath+"/advertising/" + i0,schemaPath:"#/properties/advertising/items/oneOf/0/const",keyword:"const",params:{allowedValue: "ibeacon"},message:"must be equal to constant",schema:"ibeacon",parentSchema:schema53.properties.advertising.items.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs10 = errors;
if("eddystone-uid" !== data2){
const err10 = {instancePath:instancePath+"/advertising/" + i0,schemaPath:"#/properties/advertising/items/oneOf/1/const",keyword:"const",params:{allowedValue: "eddystone-uid"},message:"must be equal to constant",schema:"eddystone-uid",parentSchema:schema53.properties.advertising.items.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
const _errs11 = errors;
if("eddystone-url" !== data2){
const err11 = {instancePath:instancePath+"/advertising/" + i0,schemaPath:"#/properties/advertising/items/oneOf/2/const",keyword:"const",params:{allowedValue: "eddystone-url"},message:"must be equal to constant",schema:"eddystone-url",parentSchema:schema53.properties.advertising.items.oneOf[2],data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid3 = true;
passing0 = 2;
}
}
}
if(!valid3){
const err12 = {instancePath:instancePath+"/advertising/" + i0,schemaPath:"#/properties/advertising/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.advertising.items.oneOf,parentSchema:schema53.properties.advertising.items,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err13 = {instancePath:instancePath+"/advertising",schemaPath:"#/properties/advertising/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties.advertising,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err14 = {instancePath:instancePath+"/advertising",schemaPath:"#/properties/advertising/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.advertising.type,parentSchema:schema53.properties.advertising,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data["ibeacon-uuid"] !== undefined){
let data3 = data["ibeacon-uuid"];
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err15 = {instancePath:instancePath+"/ibeacon-uuid",schemaPath:"#/properties/ibeacon-uuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\"",schema:"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",parentSchema:schema53.properties["ibeacon-uuid"],data:data3};
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
const err16 = {instancePath:instancePath+"/ibeacon-uuid",schemaPath:"#/properties/ibeacon-uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ibeacon-uuid"].type,parentSchema:schema53.properties["ibeacon-uuid"],data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"pattern":[]};
const templates1 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/ibeacon-uuid")) && (err17.keyword in emErrors1)) && (err17.schemaPath.indexOf("#/properties/ibeacon-uuid") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(25)))){
emErrors1[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err18 = {instancePath:instancePath+"/ibeacon-uuid",schemaPath:"#/properties/ibeacon-uuid/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["ibeacon-uuid"].errorMessage[key1],schema:schema53.properties["ibeacon-uuid"].errorMessage,parentSchema:schema53.properties["ibeacon-uuid"],data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs1 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs1.push(err19);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["major-id"] !== undefined){
let data4 = data["major-id"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err20 = {instancePath:instancePath+"/major-id",schemaPath:"#/properties/major-id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["major-id"].type,parentSchema:schema53.properties["major-id"],data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 65535 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/major-id",schemaPath:"#/properties/major-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties["major-id"],data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/major-id",schemaPath:"#/properties/major-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["major-id"],data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/major-id")) && (err23.keyword in emErrors2)) && (err23.schemaPath.indexOf("#/properties/major-id") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(21)))){
emErrors2[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err24 = {instancePath:instancePath+"/major-id",schemaPath:"#/properties/major-id/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["major-id"].errorMessage[key2],schema:schema53.properties["major-id"].errorMessage,parentSchema:schema53.properties["major-id"],data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs2 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs2.push(err25);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["minor-id"] !== undefined){
let data5 = data["minor-id"];
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err26 = {instancePath:instancePath+"/minor-id",schemaPath:"#/properties/minor-id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["minor-id"].type,parentSchema:schema53.properties["minor-id"],data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 65535 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/minor-id",schemaPath:"#/properties/minor-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties["minor-id"],data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err28 = {instancePath:instancePath+"/minor-id",schemaPath:"#/properties/minor-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["minor-id"],data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/minor-id")) && (err29.keyword in emErrors3)) && (err29.schemaPath.indexOf("#/properties/minor-id") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(21)))){
emErrors3[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err30 = {instancePath:instancePath+"/minor-id",schemaPath:"#/properties/minor-id/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["minor-id"].errorMessage[key3],schema:schema53.properties["minor-id"].errorMessage,parentSchema:schema53.properties["minor-id"],data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs3 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs3.push(err31);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.txpower !== undefined){
let data6 = data.txpower;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err32 = {instancePath:instancePath+"/txpower",schemaPath:"#/properties/txpower/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.txpower.type,parentSchema:schema53.properties.txpower,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 12 || isNaN(data6)){
const err33 = {instancePath:instancePath+"/txpower",schemaPath:"#/properties/txpower/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12",schema:12,parentSchema:schema53.properties.txpower,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err34 = {instancePath:instancePath+"/txpower",schemaPath:"#/properties/txpower/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.txpower,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(errors > 0){
const emErrors4 = {"minimum":[],"maximum":[],"type":[]};
const templates4 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/txpower")) && (err35.keyword in emErrors4)) && (err35.schemaPath.indexOf("#/properties/txpower") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(20)))){
emErrors4[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err36 = {instancePath:instancePath+"/txpower",schemaPath:"#/properties/txpower/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.txpower.errorMessage[key4],schema:schema53.properties.txpower.errorMessage,parentSchema:schema53.properties.txpower,data:data6};
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
if(data.comment !== undefined){
let data7 = data.comment;
if(typeof data7 === "string"){
if(func1(data7) > 63){
const err38 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.comment,data:data7};
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
const err39 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data7};
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
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/comment")) && (err40.keyword in emErrors5)) && (err40.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(20)))){
emErrors5[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err41 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties.comment.errorMessage[key5],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data7};
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
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"required":{"name":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath)) && (err44.keyword in emErrors6)) && (err44.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(1)))){
emPropParams0 = obj0[err44.keyword];
emParamsErrors0 = emErrors6[err44.keyword][err44.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err44);
err44.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp0 in emErrors6[key6]){
emParamsErrors0 = emErrors6[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key6] && templates6[key6][keyProp0];
const err45 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key6][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
const emErrs6 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs6.push(err46);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["552ed43d"] = validate25;
const schema54 = {"const":"ibeacon","title":"iBeacon","$id":"552ed43d"};

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
if("ibeacon" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ibeacon"},message:"must be equal to constant",schema:"ibeacon",parentSchema:schema54,data};
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

exports["-11af79e8"] = validate26;
const schema55 = {"const":"eddystone-uid","title":"Eddystone UID","$id":"-11af79e8"};

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
if("eddystone-uid" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "eddystone-uid"},message:"must be equal to constant",schema:"eddystone-uid",parentSchema:schema55,data};
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

exports["303683d6"] = validate27;
const schema56 = {"const":"eddystone-url","title":"Eddystone URL","$id":"303683d6"};

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
if("eddystone-url" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "eddystone-url"},message:"must be equal to constant",schema:"eddystone-url",parentSchema:schema56,data};
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

export const validateFns = exports;
