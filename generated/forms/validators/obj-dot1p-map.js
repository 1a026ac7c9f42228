// generated from specs/forms/obj-dot1p-map.schema.json and obj-dot1p-map.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-5ed5dc7a"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"description":{"type":"string","title":"Description","maxLength":63,"errorMessage":{"maxLength":"Description cannot be longer than 63 characters."}},"egress-pri-tagging":{"type":"string","title":"Egress Priority Tagging","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"priority-0":{"type":"string","title":"Priority 0","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}],"default":"queue-0"},"priority-1":{"type":"string","title":"Priority 1","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}],"default":"queue-1"},"priority-2":{"type":"string","title":"Priority 2","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}],"default":"queue-2"},"priority-3":{"type":"string","title":"Priority 3","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}],"default":"queue-3"},"priority-4":{"type":"string","title":"Priority 4","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}],"default":"queue-4"},"priority-5":{"type":"string","title":"Priority 5","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}],"default":"queue-5"},"priority-6":{"type":"string","title":"Priority 6","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}],"default":"queue-6"},"priority-7":{"type":"string","title":"Priority 7","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}],"default":"queue-7"}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"-5ed5dc7a"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
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
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 63){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.description.type,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[]};
const templates1 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath+"/description")) && (err10.keyword in emErrors1)) && (err10.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(24)))){
emErrors1[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.description.errorMessage[key1],schema:schema53.properties.description.errorMessage,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const emErrs1 = [];
for(const err12 of vErrors){
if(!err12.emUsed){
emErrs1.push(err12);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["egress-pri-tagging"] !== undefined){
let data2 = data["egress-pri-tagging"];
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/egress-pri-tagging",schemaPath:"#/properties/egress-pri-tagging/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["egress-pri-tagging"].type,parentSchema:schema53.properties["egress-pri-tagging"],data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs8 = errors;
let valid1 = false;
let passing0 = null;
const _errs9 = errors;
if("enable" !== data2){
const err14 = {instancePath:instancePath+"/egress-pri-tagging",schemaPath:"#/properties/egress-pri-tagging/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["egress-pri-tagging"].oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs10 = errors;
if("disable" !== data2){
const err15 = {instancePath:instancePath+"/egress-pri-tagging",schemaPath:"#/properties/egress-pri-tagging/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["egress-pri-tagging"].oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
}
if(!valid1){
const err16 = {instancePath:instancePath+"/egress-pri-tagging",schemaPath:"#/properties/egress-pri-tagging/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["egress-pri-tagging"].oneOf,parentSchema:schema53.properties["egress-pri-tagging"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
if(data["priority-0"] !== undefined){
let data3 = data["priority-0"];
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["priority-0"].type,parentSchema:schema53.properties["priority-0"],data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs13 = errors;
let valid2 = false;
let passing1 = null;
const _errs14 = errors;
if("queue-0" !== data3){
const err18 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema53.properties["priority-0"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs15 = errors;
if("queue-1" !== data3){
const err19 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema53.properties["priority-0"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
const _errs16 = errors;
if("queue-2" !== data3){
const err20 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema53.properties["priority-0"].oneOf[2],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid2 = true;
passing1 = 2;
}
const _errs17 = errors;
if("queue-3" !== data3){
const err21 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema53.properties["priority-0"].oneOf[3],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid2 = true;
passing1 = 3;
}
const _errs18 = errors;
if("queue-4" !== data3){
const err22 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema53.properties["priority-0"].oneOf[4],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 4];
}
else {
if(_valid1){
valid2 = true;
passing1 = 4;
}
const _errs19 = errors;
if("queue-5" !== data3){
const err23 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema53.properties["priority-0"].oneOf[5],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 5];
}
else {
if(_valid1){
valid2 = true;
passing1 = 5;
}
const _errs20 = errors;
if("queue-6" !== data3){
const err24 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema53.properties["priority-0"].oneOf[6],data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs20 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 6];
}
else {
if(_valid1){
valid2 = true;
passing1 = 6;
}
const _errs21 = errors;
if("queue-7" !== data3){
const err25 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema53.properties["priority-0"].oneOf[7],data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 7];
}
else {
if(_valid1){
valid2 = true;
passing1 = 7;
}
}
}
}
}
}
}
}
if(!valid2){
const err26 = {instancePath:instancePath+"/priority-0",schemaPath:"#/properties/priority-0/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["priority-0"].oneOf,parentSchema:schema53.properties["priority-0"],data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data["priority-1"] !== undefined){
let data4 = data["priority-1"];
if(typeof data4 !== "string"){
const err27 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["priority-1"].type,parentSchema:schema53.properties["priority-1"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs24 = errors;
let valid3 = false;
let passing2 = null;
const _errs25 = errors;
if("queue-0" !== data4){
const err28 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema53.properties["priority-1"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs25 === errors;
if(_valid2){
valid3 = true;
passing2 = 0;
}
const _errs26 = errors;
if("queue-1" !== data4){
const err29 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema53.properties["priority-1"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs26 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid3 = true;
passing2 = 1;
}
const _errs27 = errors;
if("queue-2" !== data4){
const err30 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema53.properties["priority-1"].oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid2 = _errs27 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 2];
}
else {
if(_valid2){
valid3 = true;
passing2 = 2;
}
const _errs28 = errors;
if("queue-3" !== data4){
const err31 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema53.properties["priority-1"].oneOf[3],data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid2 = _errs28 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 3];
}
else {
if(_valid2){
valid3 = true;
passing2 = 3;
}
const _errs29 = errors;
if("queue-4" !== data4){
const err32 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema53.properties["priority-1"].oneOf[4],data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 4];
}
else {
if(_valid2){
valid3 = true;
passing2 = 4;
}
const _errs30 = errors;
if("queue-5" !== data4){
const err33 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema53.properties["priority-1"].oneOf[5],data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs30 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 5];
}
else {
if(_valid2){
valid3 = true;
passing2 = 5;
}
const _errs31 = errors;
if("queue-6" !== data4){
const err34 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema53.properties["priority-1"].oneOf[6],data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid2 = _errs31 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 6];
}
else {
if(_valid2){
valid3 = true;
passing2 = 6;
}
const _errs32 = errors;
if("queue-7" !== data4){
const err35 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema53.properties["priority-1"].oneOf[7],data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid2 = _errs32 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 7];
}
else {
if(_valid2){
valid3 = true;
passing2 = 7;
}
}
}
}
}
}
}
}
if(!valid3){
const err36 = {instancePath:instancePath+"/priority-1",schemaPath:"#/properties/priority-1/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["priority-1"].oneOf,parentSchema:schema53.properties["priority-1"],data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data["priority-2"] !== undefined){
let data5 = data["priority-2"];
if(typeof data5 !== "string"){
const err37 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["priority-2"].type,parentSchema:schema53.properties["priority-2"],data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs35 = errors;
let valid4 = false;
let passing3 = null;
const _errs36 = errors;
if("queue-0" !== data5){
const err38 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema53.properties["priority-2"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid3 = _errs36 === errors;
if(_valid3){
valid4 = true;
passing3 = 0;
}
const _errs37 = errors;
if("queue-1" !== data5){
const err39 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema53.properties["priority-2"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid3 = _errs37 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid4 = true;
passing3 = 1;
}
const _errs38 = errors;
if("queue-2" !== data5){
const err40 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema53.properties["priority-2"].oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid3 = _errs38 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 2];
}
else {
if(_valid3){
valid4 = true;
passing3 = 2;
}
const _errs39 = errors;
if("queue-3" !== data5){
const err41 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema53.properties["priority-2"].oneOf[3],data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid3 = _errs39 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 3];
}
else {
if(_valid3){
valid4 = true;
passing3 = 3;
}
const _errs40 = errors;
if("queue-4" !== data5){
const err42 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema53.properties["priority-2"].oneOf[4],data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid3 = _errs40 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 4];
}
else {
if(_valid3){
valid4 = true;
passing3 = 4;
}
const _errs41 = errors;
if("queue-5" !== data5){
const err43 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema53.properties["priority-2"].oneOf[5],data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid3 = _errs41 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 5];
}
else {
if(_valid3){
valid4 = true;
passing3 = 5;
}
const _errs42 = errors;
if("queue-6" !== data5){
const err44 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema53.properties["priority-2"].oneOf[6],data:data5};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid3 = _errs42 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 6];
}
else {
if(_valid3){
valid4 = true;
passing3 = 6;
}
const _errs43 = errors;
if("queue-7" !== data5){
const err45 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema53.properties["priority-2"].oneOf[7],data:data5};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid3 = _errs43 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 7];
}
else {
if(_valid3){
valid4 = true;
passing3 = 7;
}
}
}
}
}
}
}
}
if(!valid4){
const err46 = {instancePath:instancePath+"/priority-2",schemaPath:"#/properties/priority-2/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["priority-2"].oneOf,parentSchema:schema53.properties["priority-2"],data:data5};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
if(data["priority-3"] !== undefined){
let data6 = data["priority-3"];
if(typeof data6 !== "string"){
const err47 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["priority-3"].type,parentSchema:schema53.properties["priority-3"],data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const _errs46 = errors;
let valid5 = false;
let passing4 = null;
const _errs47 = errors;
if("queue-0" !== data6){
const err48 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema53.properties["priority-3"].oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid4 = _errs47 === errors;
if(_valid4){
valid5 = true;
passing4 = 0;
}
const _errs48 = errors;
if("queue-1" !== data6){
const err49 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema53.properties["priority-3"].oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid4 = _errs48 === errors;
if(_valid4 && valid5){
valid5 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid5 = true;
passing4 = 1;
}
const _errs49 = errors;
if("queue-2" !== data6){
const err50 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema53.properties["priority-3"].oneOf[2],data:data6};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid4 = _errs49 === errors;
if(_valid4 && valid5){
valid5 = false;
passing4 = [passing4, 2];
}
else {
if(_valid4){
valid5 = true;
passing4 = 2;
}
const _errs50 = errors;
if("queue-3" !== data6){
const err51 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema53.properties["priority-3"].oneOf[3],data:data6};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid4 = _errs50 === errors;
if(_valid4 && valid5){
valid5 = false;
passing4 = [passing4, 3];
}
else {
if(_valid4){
valid5 = true;
passing4 = 3;
}
const _errs51 = errors;
if("queue-4" !== data6){
const err52 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema53.properties["priority-3"].oneOf[4],data:data6};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid4 = _errs51 === errors;
if(_valid4 && valid5){
valid5 = false;
passing4 = [passing4, 4];
}
else {
if(_valid4){
valid5 = true;
passing4 = 4;
}
const _errs52 = errors;
if("queue-5" !== data6){
const err53 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema53.properties["priority-3"].oneOf[5],data:data6};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid4 = _errs52 === errors;
if(_valid4 && valid5){
valid5 = false;
passing4 = [passing4, 5];
}
else {
if(_valid4){
valid5 = true;
passing4 = 5;
}
const _errs53 = errors;
if("queue-6" !== data6){
const err54 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema53.properties["priority-3"].oneOf[6],data:data6};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid4 = _errs53 === errors;
if(_valid4 && valid5){
valid5 = false;
passing4 = [passing4, 6];
}
else {
if(_valid4){
valid5 = true;
passing4 = 6;
}
const _errs54 = errors;
if("queue-7" !== data6){
const err55 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema53.properties["priority-3"].oneOf[7],data:data6};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid4 = _errs54 === errors;
if(_valid4 && valid5){
valid5 = false;
passing4 = [passing4, 7];
}
else {
if(_valid4){
valid5 = true;
passing4 = 7;
}
}
}
}
}
}
}
}
if(!valid5){
const err56 = {instancePath:instancePath+"/priority-3",schemaPath:"#/properties/priority-3/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema53.properties["priority-3"].oneOf,parentSchema:schema53.properties["priority-3"],data:data6};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
if(data["priority-4"] !== undefined){
let data7 = data["priority-4"];
if(typeof data7 !== "string"){
const err57 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["priority-4"].type,parentSchema:schema53.properties["priority-4"],data:data7};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const _errs57 = errors;
let valid6 = false;
let passing5 = null;
const _errs58 = errors;
if("queue-0" !== data7){
const err58 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema53.properties["priority-4"].oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid5 = _errs58 === errors;
if(_valid5){
valid6 = true;
passing5 = 0;
}
const _errs59 = errors;
if("queue-1" !== data7){
const err59 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema53.properties["priority-4"].oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid5 = _errs59 === errors;
if(_valid5 && valid6){
valid6 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid6 = true;
passing5 = 1;
}
const _errs60 = errors;
if("queue-2" !== data7){
const err60 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema53.properties["priority-4"].oneOf[2],data:data7};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid5 = _errs60 === errors;
if(_valid5 && valid6){
valid6 = false;
passing5 = [passing5, 2];
}
else {
if(_valid5){
valid6 = true;
passing5 = 2;
}
const _errs61 = errors;
if("queue-3" !== data7){
const err61 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema53.properties["priority-4"].oneOf[3],data:data7};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid5 = _errs61 === errors;
if(_valid5 && valid6){
valid6 = false;
passing5 = [passing5, 3];
}
else {
if(_valid5){
valid6 = true;
passing5 = 3;
}
const _errs62 = errors;
if("queue-4" !== data7){
const err62 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema53.properties["priority-4"].oneOf[4],data:data7};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid5 = _errs62 === errors;
if(_valid5 && valid6){
valid6 = false;
passing5 = [passing5, 4];
}
else {
if(_valid5){
valid6 = true;
passing5 = 4;
}
const _errs63 = errors;
if("queue-5" !== data7){
const err63 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema53.properties["priority-4"].oneOf[5],data:data7};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid5 = _errs63 === errors;
if(_valid5 && valid6){
valid6 = false;
passing5 = [passing5, 5];
}
else {
if(_valid5){
valid6 = true;
passing5 = 5;
}
const _errs64 = errors;
if("queue-6" !== data7){
const err64 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema53.properties["priority-4"].oneOf[6],data:data7};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid5 = _errs64 === errors;
if(_valid5 && valid6){
valid6 = false;
passing5 = [passing5, 6];
}
else {
if(_valid5){
valid6 = true;
passing5 = 6;
}
const _errs65 = errors;
if("queue-7" !== data7){
const err65 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema53.properties["priority-4"].oneOf[7],data:data7};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid5 = _errs65 === errors;
if(_valid5 && valid6){
valid6 = false;
passing5 = [passing5, 7];
}
else {
if(_valid5){
valid6 = true;
passing5 = 7;
}
}
}
}
}
}
}
}
if(!valid6){
const err66 = {instancePath:instancePath+"/priority-4",schemaPath:"#/properties/priority-4/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema53.properties["priority-4"].oneOf,parentSchema:schema53.properties["priority-4"],data:data7};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
if(data["priority-5"] !== undefined){
let data8 = data["priority-5"];
if(typeof data8 !== "string"){
const err67 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["priority-5"].type,parentSchema:schema53.properties["priority-5"],data:data8};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
const _errs68 = errors;
let valid7 = false;
let passing6 = null;
const _errs69 = errors;
if("queue-0" !== data8){
const err68 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema53.properties["priority-5"].oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid6 = _errs69 === errors;
if(_valid6){
valid7 = true;
passing6 = 0;
}
const _errs70 = errors;
if("queue-1" !== data8){
const err69 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema53.properties["priority-5"].oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid6 = _errs70 === errors;
if(_valid6 && valid7){
valid7 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid7 = true;
passing6 = 1;
}
const _errs71 = errors;
if("queue-2" !== data8){
const err70 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema53.properties["priority-5"].oneOf[2],data:data8};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid6 = _errs71 === errors;
if(_valid6 && valid7){
valid7 = false;
passing6 = [passing6, 2];
}
else {
if(_valid6){
valid7 = true;
passing6 = 2;
}
const _errs72 = errors;
if("queue-3" !== data8){
const err71 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema53.properties["priority-5"].oneOf[3],data:data8};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid6 = _errs72 === errors;
if(_valid6 && valid7){
valid7 = false;
passing6 = [passing6, 3];
}
else {
if(_valid6){
valid7 = true;
passing6 = 3;
}
const _errs73 = errors;
if("queue-4" !== data8){
const err72 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema53.properties["priority-5"].oneOf[4],data:data8};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid6 = _errs73 === errors;
if(_valid6 && valid7){
valid7 = false;
passing6 = [passing6, 4];
}
else {
if(_valid6){
valid7 = true;
passing6 = 4;
}
const _errs74 = errors;
if("queue-5" !== data8){
const err73 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema53.properties["priority-5"].oneOf[5],data:data8};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid6 = _errs74 === errors;
if(_valid6 && valid7){
valid7 = false;
passing6 = [passing6, 5];
}
else {
if(_valid6){
valid7 = true;
passing6 = 5;
}
const _errs75 = errors;
if("queue-6" !== data8){
const err74 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema53.properties["priority-5"].oneOf[6],data:data8};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid6 = _errs75 === errors;
if(_valid6 && valid7){
valid7 = false;
passing6 = [passing6, 6];
}
else {
if(_valid6){
valid7 = true;
passing6 = 6;
}
const _errs76 = errors;
if("queue-7" !== data8){
const err75 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema53.properties["priority-5"].oneOf[7],data:data8};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid6 = _errs76 === errors;
if(_valid6 && valid7){
valid7 = false;
passing6 = [passing6, 7];
}
else {
if(_valid6){
valid7 = true;
passing6 = 7;
}
}
}
}
}
}
}
}
if(!valid7){
const err76 = {instancePath:instancePath+"/priority-5",schemaPath:"#/properties/priority-5/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf",schema:schema53.properties["priority-5"].oneOf,parentSchema:schema53.properties["priority-5"],data:data8};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
}
if(data["priority-6"] !== undefined){
let data9 = data["priority-6"];
if(typeof data9 !== "string"){
const err77 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["priority-6"].type,parentSchema:schema53.properties["priority-6"],data:data9};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
const _errs79 = errors;
let valid8 = false;
let passing7 = null;
const _errs80 = errors;
if("queue-0" !== data9){
const err78 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema53.properties["priority-6"].oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid7 = _errs80 === errors;
if(_valid7){
valid8 = true;
passing7 = 0;
}
const _errs81 = errors;
if("queue-1" !== data9){
const err79 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema53.properties["priority-6"].oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid7 = _errs81 === errors;
if(_valid7 && valid8){
valid8 = false;
passing7 = [passing7, 1];
}
else {
if(_valid7){
valid8 = true;
passing7 = 1;
}
const _errs82 = errors;
if("queue-2" !== data9){
const err80 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema53.properties["priority-6"].oneOf[2],data:data9};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid7 = _errs82 === errors;
if(_valid7 && valid8){
valid8 = false;
passing7 = [passing7, 2];
}
else {
if(_valid7){
valid8 = true;
passing7 = 2;
}
const _errs83 = errors;
if("queue-3" !== data9){
const err81 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema53.properties["priority-6"].oneOf[3],data:data9};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid7 = _errs83 === errors;
if(_valid7 && valid8){
valid8 = false;
passing7 = [passing7, 3];
}
else {
if(_valid7){
valid8 = true;
passing7 = 3;
}
const _errs84 = errors;
if("queue-4" !== data9){
const err82 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema53.properties["priority-6"].oneOf[4],data:data9};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid7 = _errs84 === errors;
if(_valid7 && valid8){
valid8 = false;
passing7 = [passing7, 4];
}
else {
if(_valid7){
valid8 = true;
passing7 = 4;
}
const _errs85 = errors;
if("queue-5" !== data9){
const err83 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema53.properties["priority-6"].oneOf[5],data:data9};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid7 = _errs85 === errors;
if(_valid7 && valid8){
valid8 = false;
passing7 = [passing7, 5];
}
else {
if(_valid7){
valid8 = true;
passing7 = 5;
}
const _errs86 = errors;
if("queue-6" !== data9){
const err84 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema53.properties["priority-6"].oneOf[6],data:data9};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid7 = _errs86 === errors;
if(_valid7 && valid8){
valid8 = false;
passing7 = [passing7, 6];
}
else {
if(_valid7){
valid8 = true;
passing7 = 6;
}
const _errs87 = errors;
if("queue-7" !== data9){
const err85 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema53.properties["priority-6"].oneOf[7],data:data9};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid7 = _errs87 === errors;
if(_valid7 && valid8){
valid8 = false;
passing7 = [passing7, 7];
}
else {
if(_valid7){
valid8 = true;
passing7 = 7;
}
}
}
}
}
}
}
}
if(!valid8){
const err86 = {instancePath:instancePath+"/priority-6",schemaPath:"#/properties/priority-6/oneOf",keyword:"oneOf",params:{passingSchemas: passing7},message:"must match exactly one schema in oneOf",schema:schema53.properties["priority-6"].oneOf,parentSchema:schema53.properties["priority-6"],data:data9};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs79;
if(vErrors !== null){
if(_errs79){
vErrors.length = _errs79;
}
else {
vErrors = null;
}
}
}
}
if(data["priority-7"] !== undefined){
let data10 = data["priority-7"];
if(typeof data10 !== "string"){
const err87 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["priority-7"].type,parentSchema:schema53.properties["priority-7"],data:data10};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
const _errs90 = errors;
let valid9 = false;
let passing8 = null;
const _errs91 = errors;
if("queue-0" !== data10){
const err88 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema53.properties["priority-7"].oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid8 = _errs91 === errors;
if(_valid8){
valid9 = true;
passing8 = 0;
}
const _errs92 = errors;
if("queue-1" !== data10){
const err89 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema53.properties["priority-7"].oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid8 = _errs92 === errors;
if(_valid8 && valid9){
valid9 = false;
passing8 = [passing8, 1];
}
else {
if(_valid8){
valid9 = true;
passing8 = 1;
}
const _errs93 = errors;
if("queue-2" !== data10){
const err90 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema53.properties["priority-7"].oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid8 = _errs93 === errors;
if(_valid8 && valid9){
valid9 = false;
passing8 = [passing8, 2];
}
else {
if(_valid8){
valid9 = true;
passing8 = 2;
}
const _errs94 = errors;
if("queue-3" !== data10){
const err91 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema53.properties["priority-7"].oneOf[3],data:data10};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid8 = _errs94 === errors;
if(_valid8 && valid9){
valid9 = false;
passing8 = [passing8, 3];
}
else {
if(_valid8){
valid9 = true;
passing8 = 3;
}
const _errs95 = errors;
if("queue-4" !== data10){
const err92 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema53.properties["priority-7"].oneOf[4],data:data10};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid8 = _errs95 === errors;
if(_valid8 && valid9){
valid9 = false;
passing8 = [passing8, 4];
}
else {
if(_valid8){
valid9 = true;
passing8 = 4;
}
const _errs96 = errors;
if("queue-5" !== data10){
const err93 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema53.properties["priority-7"].oneOf[5],data:data10};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid8 = _errs96 === errors;
if(_valid8 && valid9){
valid9 = false;
passing8 = [passing8, 5];
}
else {
if(_valid8){
valid9 = true;
passing8 = 5;
}
const _errs97 = errors;
if("queue-6" !== data10){
const err94 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema53.properties["priority-7"].oneOf[6],data:data10};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid8 = _errs97 === errors;
if(_valid8 && valid9){
valid9 = false;
passing8 = [passing8, 6];
}
else {
if(_valid8){
valid9 = true;
passing8 = 6;
}
const _errs98 = errors;
if("queue-7" !== data10){
const err95 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema53.properties["priority-7"].oneOf[7],data:data10};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid8 = _errs98 === errors;
if(_valid8 && valid9){
valid9 = false;
passing8 = [passing8, 7];
}
else {
if(_valid8){
valid9 = true;
passing8 = 7;
}
}
}
}
}
}
}
}
if(!valid9){
const err96 = {instancePath:instancePath+"/priority-7",schemaPath:"#/properties/priority-7/oneOf",keyword:"oneOf",params:{passingSchemas: passing8},message:"must match exactly one schema in oneOf",schema:schema53.properties["priority-7"].oneOf,parentSchema:schema53.properties["priority-7"],data:data10};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
else {
errors = _errs90;
if(vErrors !== null){
if(_errs90){
vErrors.length = _errs90;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err97 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"required":{"name":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err98 of vErrors){
if((((((err98.keyword !== "errorMessage") && (!err98.emUsed)) && (err98.instancePath === instancePath)) && (err98.keyword in emErrors2)) && (err98.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err98.schemaPath.slice(1)))){
emPropParams0 = obj0[err98.keyword];
emParamsErrors0 = emErrors2[err98.keyword][err98.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err98);
err98.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err99 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key2][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err100 of vErrors){
if(!err100.emUsed){
emErrs2.push(err100);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate25;
const schema54 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54,data};
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

exports["78fd03b3"] = validate26;
const schema55 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema55,data};
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

exports["-46a0df08"] = validate27;
const schema56 = {"const":"queue-0","title":"Queue 0","$id":"-46a0df08"};

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
if("queue-0" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema56,data};
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

exports["-3a07e5c6"] = validate28;
const schema57 = {"const":"queue-1","title":"Queue 1","$id":"-3a07e5c6"};

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
if("queue-1" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema57,data};
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

exports["-2d6eec84"] = validate29;
const schema58 = {"const":"queue-2","title":"Queue 2","$id":"-2d6eec84"};

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
if("queue-2" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema58,data};
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

exports["-20d5f342"] = validate30;
const schema59 = {"const":"queue-3","title":"Queue 3","$id":"-20d5f342"};

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
if("queue-3" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema59,data};
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

exports["-143cfa00"] = validate31;
const schema60 = {"const":"queue-4","title":"Queue 4","$id":"-143cfa00"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-4" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7a400be"] = validate32;
const schema61 = {"const":"queue-5","title":"Queue 5","$id":"-7a400be"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-5" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4f4f884"] = validate33;
const schema62 = {"const":"queue-6","title":"Queue 6","$id":"4f4f884"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-6" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["118df1c6"] = validate34;
const schema63 = {"const":"queue-7","title":"Queue 7","$id":"118df1c6"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-7" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
